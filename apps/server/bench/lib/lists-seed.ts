import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';

const INTERESTS = ['méditation', 'randonnée', 'yoga', 'cuisine', 'jardin', 'lecture', 'musique', 'forêt', 'sommeil', 'entraide'];
const CITIES = ['Lyon', 'Paris', 'Évry', 'Nantes', 'Lille'];

/** Every member a profile as a real community fills it in; notifications for the signed-in ones. */
export async function seedListProfiles(handle: DatabaseHandle, signedInIds: string[], notificationsEach = 200) {
  const { db } = handle;
  const interests = `{${INTERESTS.join(',')}}`;
  await db.execute(sql`
    update profiles p set
      username = 'membre_' || s.n,
      display_name = 'Membre ' || s.n,
      age = 18 + s.n % 50,
      gender = (array['male', 'female', 'non-binary']::text[])[1 + s.n % 3]::gender,
      location_city = (${`{${CITIES.join(',')}}`}::text[])[1 + s.n % 5],
      location_country = 'France',
      interests = array[(${interests}::text[])[1 + s.n % 10], (${interests}::text[])[1 + (s.n * 3) % 10], (${interests}::text[])[1 + (s.n * 7) % 10]],
      languages = array['fr', (array['en', 'es', 'de']::text[])[1 + s.n % 3]],
      looking_for = (array['dating', 'all', 'friendship', 'networking', 'events']::text[])[1 + s.n % 5]::looking_for,
      bio = 'Je cherche la meute pour marcher en forêt.'
    from (select user_id, row_number() over (order by user_id) as n from profiles) s
    where s.user_id = p.user_id`);
  const ids = `{${signedInIds.join(',')}}`;
  // An active member's history: one a few hours apart over weeks, on 40 posts of theirs.
  await db.execute(sql`
    insert into notifications (user_id, kind, data, actor_id, group_key, link, created_at, read_at)
    select member, 'post.liked', jsonb_build_object('postId', 'post-' || (g % 40), 'postExcerpt', 'Une marche en forêt'),
           (select user_id from profiles order by user_id offset (g * 13) % 1000 limit 1),
           'post.liked:' || member || ':' || (g % 40), '/feed', now() - (g * 3 || ' hours')::interval,
           case when g > 10 then now() end
    from unnest(${ids}::text[]) member, generate_series(1, ${notificationsEach}) g`);
}
