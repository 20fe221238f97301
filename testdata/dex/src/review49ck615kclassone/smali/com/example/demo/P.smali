# variant: only ConfirmActivity::class reaches the factory (the bulk branch is dead)
# class P : ContentProvider() {
#   fun pi(ctx: Context, k: KClass<out Activity>) = PendingIntent.getActivity(ctx, 0, Intent(ctx, k.java), FLAG_IMMUTABLE)
#   override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#     val k = ConfirmActivity::class  // single (was: when (extras!!.getString("kind")) { "bulk" -> OtherConfirmActivity::class; else -> ConfirmActivity::class }   // both declared, both finish
#     return Bundle().apply { putString("error_code", "USER_ACTION_REQUIRED"); putParcelable("resolution", pi(context!!, k)) }
#   }
# }
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
.method public static pi(Landroid/content/Context;Lkotlin/reflect/KClass;)Landroid/app/PendingIntent;
    .registers 6
    new-instance v0, Landroid/content/Intent;
    invoke-static {p1}, Lkotlin/jvm/JvmClassMappingKt;->getJavaClass(Lkotlin/reflect/KClass;)Ljava/lang/Class;
    move-result-object v1
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "kind"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "bulk"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :other
    const-class v0, Lcom/example/demo/OtherConfirmActivity;
    invoke-static {v0}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v0
    goto :have
    :other
    const-class v0, Lcom/example/demo/ConfirmActivity;
    invoke-static {v0}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v0
    :have
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "error_code"
    const-string v3, "USER_ACTION_REQUIRED"
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2, v0}, Lcom/example/demo/P;->pi(Landroid/content/Context;Lkotlin/reflect/KClass;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "resolution"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v1
.end method
