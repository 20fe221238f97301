.class public final Lapp/keelson/backup/cetp/ResumeToken$Companion;
.super Ljava/lang/Object;
.source "Ids.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/keelson/backup/cetp/ResumeToken$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final mint-arSrOuI(Ljava/util/Random;)Ljava/lang/String;
    .registers 5

    const-string v1, "source"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    const/16 v0, 0x18

    new-array v2, v0, [B

    .line 27
    invoke-virtual {p1, v2}, Ljava/util/Random;->nextBytes([B)V

    .line 28
    invoke-static {v2}, Lapp/keelson/backup/cetp/IdsKt;->hex([B)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/keelson/backup/cetp/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
