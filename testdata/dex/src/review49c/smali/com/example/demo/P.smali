# Kotlin: class P : ContentProvider() { override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#   Binder.getCallingUid(); val out = Bundle()
#   if (method == "t0") out.putParcelable("resolution", resolution(ctx) { target = ConfirmActivity::class.java; flags = FLAG_IMMUTABLE })
#   (kotlinc -Xlambdas=indy, lambda left as invoke-custom / LambdaMetafactory: no synthetic class)
#   return out } }
.class public final Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method static final Good$lambda(Lcom/example/demo/Spec;)Lkotlin/Unit;
    .registers 3
    const-class v0, Lcom/example/demo/ConfirmActivity;
    invoke-virtual {p0, v0}, Lcom/example/demo/Spec;->setTarget(Ljava/lang/Class;)V
    const/high16 v0, 0x4000000
    invoke-virtual {p0, v0}, Lcom/example/demo/Spec;->setFlags(I)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method
.method static final Bad$lambda(Lcom/example/demo/Spec;)Lkotlin/Unit;
    .registers 3
    const-class v0, Lcom/example/demo/ConfirmActivity;
    invoke-virtual {p0, v0}, Lcom/example/demo/Spec;->setTarget(Ljava/lang/Class;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    const-string v0, "t0"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n0
    invoke-custom {}, call_site_0("invoke", ()Lkotlin/jvm/functions/Function1;, (Ljava/lang/Object;)Ljava/lang/Object;, invoke-static@Lcom/example/demo/P;->Good$lambda(Lcom/example/demo/Spec;)Lkotlin/Unit;, (Lcom/example/demo/Spec;)Lkotlin/Unit;)@Ljava/lang/invoke/LambdaMetafactory;->metafactory(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;
    move-result-object v3
    invoke-static {v1, v3}, Lcom/example/demo/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n0
    return-object v2
.end method
