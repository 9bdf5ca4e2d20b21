/** The signed-in user of the client tests: the data of `GET /auth/user` (DESIGN §3 Auth). */
export const testUser = {
  id: 1,
  email: 'ann@example.com',
  name: 'Ann',
  isSystemAdmin: false,
  profile: {
    name: 'Ann',
    avatar: null,
    meta: {},
    customBackground: { image: null, color: null, showEverywhere: false, enabled: false },
  },
};
