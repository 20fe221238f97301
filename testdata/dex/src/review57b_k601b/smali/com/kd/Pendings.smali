.class public final Lcom/kd/Pendings;
.super Ljava/lang/Object;
.source "App.kt"

# static fields
.field public static final INSTANCE:Lcom/kd/Pendings;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 17
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/kd/Pendings;
    invoke-direct {v0}, Lcom/kd/Pendings;-><init>()V
    sput-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    return-void
.end method


# virtual methods
.method public final open(Landroid/content/Context;Lcom/kd/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9
    const-string v1, "ctx"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "s"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    const/4 v1, 0x1
    new-instance v2, Landroid/content/Intent;
    const-string v4, "com.kd.OPEN"
    invoke-direct {v2, v4}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v3, "com.kd"
    invoke-virtual {v7}, Lcom/kd/Screen;->getCls()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const-string v3, "token"
    invoke-virtual {v2, v3, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    invoke-virtual {v7}, Lcom/kd/Screen;->getFlags()I
    move-result v3
    invoke-static {v6, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

