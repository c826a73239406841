// A small list of real Spanish words, for the bank's tests only: made-up words (pseudopalabras) must not
// be in it, and what is left when a sound is taken away must be. Common words a child knows, the bank's
// own words, and real words one sound away from each made-up word (so a made-up word that slipped into
// being a real one is caught where it is most likely). Not a dictionary: a check, not a proof.
export const SPANISH_WORDS: ReadonlySet<string> = new Set(
  `
a al ala alas ancha ancho año años arco árbol arma asa así aula ave
bala bala balón banco barco barro bata bien bota botas bola boca brazo breve bruja bueno
cabe cala calle calor cama camión campana canción cantar cara carro carta casa caza cena cielo cinco
clavo col coma comer corazón corto cosa cristal cuna cuando cárcel
dado dama dar de dedo decir dos duro dulce
el ella en era eso esta este
faro farol flaco flor flota foca fresa fuego fumo
gata gato gente goma grato gritar guerra
hace hacer hala hecho helado hoja hola hubo huella huevo
isla
jefe juego jugar
la lana lancha lata leche lento libro limeta lima lobo luna luz
mal mano mapa mar masa mato me mesa mesas mi mico mil miedo misa mono mudo mundo muy
nave nido niño no noche nube
ola olla oso ojo
pala palo pan papel para pasa pasta pato pela pelo pelota pera perla perra perro pesa pez pila pileta pino pisa pluma poco
por prisa puma puerta
que queso
rana rata rato risa roca rojo ropa
saber sabe sal saltar sapo se semana si silla sol sopa suelo
taza tambor te tela tomate tren trepo tubo tuvo
uña una uno
vaca vaso venta ventana vez vida vuelan
y ya
zapato
`
    .split(/\s+/)
    .filter(Boolean),
);
