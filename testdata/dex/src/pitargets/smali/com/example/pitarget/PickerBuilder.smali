# Kotlin sketch (PickerBuilder.kt), compiled by kotlinc and D8:
#   class PickerBuilder(private val ctx: Context) {                              // 3
#       private var target: Class<*>? = null                                     // 4
#       fun target(c: Class<*>) = apply { target = c }                           // 5
#       fun build(): PendingIntent =
#           PendingIntent.getActivity(ctx, 0, Intent(ctx, target), FLAG_IMMUTABLE) // 7
#   }
.class public final Lcom/example/pitarget/PickerBuilder;
.super Ljava/lang/Object;
.source "PickerBuilder.kt"

.field private final ctx:Landroid/content/Context;
.field private target:Ljava/lang/Class;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/pitarget/PickerBuilder;->ctx:Landroid/content/Context;
    return-void
.end method

.method public final target(Ljava/lang/Class;)Lcom/example/pitarget/PickerBuilder;
    .registers 3
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    move-object v0, p0
    iput-object p1, v0, Lcom/example/pitarget/PickerBuilder;->target:Ljava/lang/Class;
    return-object p0
.end method

.method public final build()Landroid/app/PendingIntent;
    .registers 6
    .line 7
    iget-object v0, p0, Lcom/example/pitarget/PickerBuilder;->ctx:Landroid/content/Context;
    new-instance v1, Landroid/content/Intent;
    iget-object v2, p0, Lcom/example/pitarget/PickerBuilder;->target:Ljava/lang/Class;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "getActivity(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
