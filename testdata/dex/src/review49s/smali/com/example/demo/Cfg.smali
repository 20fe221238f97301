# Java: class Cfg implements Function1<Spec, Unit> {
#   static final Cfg INSTANCE = new StrictCfg();          // a singleton of a subclass
#   public Unit invoke(Spec s) { s.setTarget(ConfirmActivity.class); return Unit.INSTANCE; }   // (P.Bad$lambda)
# }
# final class StrictCfg extends Cfg { public Unit invoke(Spec s) { s.setTarget(ConfirmActivity.class); s.setFlags(FLAG_IMMUTABLE); ... } } // (P.Good$lambda)
# P.call: resolution(ctx, Cfg.INSTANCE) -> runs StrictCfg.invoke: immutable, explicit
.class public Lcom/example/demo/Cfg;
.super Ljava/lang/Object;
.implements Lkotlin/jvm/functions/Function1;
.field public static final synthetic INSTANCE:Lcom/example/demo/Cfg;
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/demo/StrictCfg;
    invoke-direct {v0}, Lcom/example/demo/StrictCfg;-><init>()V
    sput-object v0, Lcom/example/demo/Cfg;->INSTANCE:Lcom/example/demo/Cfg;
    return-void
.end method
.method protected constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    check-cast p1, Lcom/example/demo/Spec;
    invoke-static {p1}, Lcom/example/demo/P;->Bad$lambda(Lcom/example/demo/Spec;)Lkotlin/Unit;
    move-result-object p1
    return-object p1
.end method
