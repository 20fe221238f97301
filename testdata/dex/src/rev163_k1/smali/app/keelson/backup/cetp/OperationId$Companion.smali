.class public final Lapp/keelson/backup/cetp/OperationId$Companion;
.super Ljava/lang/Object;
.source "Ids.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/keelson/backup/cetp/OperationId$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final next-UOcBs7U()Ljava/lang/String;
    .registers 7

    .line 12
    const/16 v0, 0x10

    new-array v3, v0, [B

    move-object v4, v3

    .line 45
    const/4 v5, 0x0

    .line 12
    invoke-static {}, Lapp/keelson/backup/cetp/OperationId;->access$getRandom$cp()Ljava/security/SecureRandom;

    move-result-object v0

    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V

    invoke-static {v3}, Lapp/keelson/backup/cetp/IdsKt;->hex([B)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/keelson/backup/cetp/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final parse-1h5E0-c(Ljava/lang/String;)Ljava/lang/String;
    .registers 7

    .line 16
    if-eqz p1, :cond_0

    const-string v1, "op_"

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {p1, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x23

    if-ne v0, v1, :cond_0

    invoke-static {p1}, Lapp/keelson/backup/cetp/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
