.class public final Lcom/example/r18i/Pending;
.super Ljava/lang/Object;
.source "Pending.kt"

# Kotlin: object Pending { @JvmStatic @JvmOverloads fun activity(ctx, intent, flags = FLAG_IMMUTABLE) }
# kotlinc emits the full static method, the $default bridge (mask bit 0x4 = flags)
# and the two-argument overload that calls the bridge.

.field public static final INSTANCE:Lcom/example/r18i/Pending;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r18i/Pending;
    invoke-direct {v0}, Lcom/example/r18i/Pending;-><init>()V
    sput-object v0, Lcom/example/r18i/Pending;->INSTANCE:Lcom/example/r18i/Pending;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final activity(Landroid/content/Context;Landroid/content/Intent;)Landroid/app/PendingIntent;
    .registers 8
    .annotation runtime Lkotlin/jvm/JvmOverloads;
    .end annotation
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "intent"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    move-object v0, p0
    move-object v1, p1
    invoke-static/range {v0 .. v4}, Lcom/example/r18i/Pending;->activity$default(Landroid/content/Context;Landroid/content/Intent;IILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public static final activity(Landroid/content/Context;Landroid/content/Intent;I)Landroid/app/PendingIntent;
    .registers 5
    .annotation runtime Lkotlin/jvm/JvmOverloads;
    .end annotation
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "intent"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const/4 v0, 0x0
    invoke-static {p0, v0, p1, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    const-string p1, "getActivity(...)"
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static synthetic activity$default(Landroid/content/Context;Landroid/content/Intent;IILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 5
    and-int/lit8 p3, p3, 0x4
    if-eqz p3, :cond_0
    .line 8
    const/high16 p2, 0x4000000
    .line 6
    :cond_0
    invoke-static {p0, p1, p2}, Lcom/example/r18i/Pending;->activity(Landroid/content/Context;Landroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
