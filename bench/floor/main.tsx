// The floor under the first-load budget: the libraries every page needs before it can render
// (React DOM, Redux Toolkit with RTK Query, i18next, React Router, styled-components), each used
// the way the site uses it so tree-shaking keeps the same parts, and nothing of the site. axios and
// redux-saga come as the site's do: each in a chunk of its own, asked for as the page starts.
// `npm run bench` builds it and prints its size beside the routes'.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, Outlet } from 'react-router-dom';
import styled, { createGlobalStyle, ThemeProvider, keyframes, css } from 'styled-components';

const http = import('axios').then(({ default: axios }) => axios.create({ baseURL: '/' }));
const api = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (b) => ({
    x: b.query<string, void>({ queryFn: async () => ({ data: (await (await http).get('/x')).data }) }),
  }),
});
const slice = createSlice({
  name: 's',
  initialState: { a: 1 },
  reducers: {
    inc: (s) => {
      s.a += 1;
    },
  },
});
const root = combineSlices(api, slice);
const store = configureStore({ reducer: root, middleware: (g) => g().concat(api.middleware) });
void import('./flows').then(({ mountFlows }) => mountFlows(store));
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { hi: 'Hi' } } } });
const G = createGlobalStyle`body { margin: 0; }`;
const spin = keyframes`from { opacity: 0 }`;
const B = styled.div`
  color: red;
  animation: ${spin} 1s;
  ${css`
    padding: 0;
  `}
`;
function Home() {
  const { t } = useTranslation();
  const l = useLocation();
  const n = useNavigate();
  const q = api.useXQuery();
  return (
    <B onClick={() => n('/a')}>
      {t('hi')}
      {l.pathname}
      {String(q.data)}
      <Link to="/">x</Link>
      <Outlet />
    </B>
  );
}
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <I18nextProvider i18n={i18next}>
      <ThemeProvider theme={{}}>
        <G />
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Navigate to="/index" />} />
            <Route path="/index" element={<Home />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>
  </Provider>,
);
