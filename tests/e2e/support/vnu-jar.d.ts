declare module "vnu-jar" {
  /** The path of vnu.jar inside the package (a String object). */
  const vnuJar: string;
  export default vnuJar;
}
