.class public final Lcom/brightfold/pantry/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/brightfold/pantry/cetp/Confirmations$Pending;
    }
.end annotation


# static fields
.field private static final PENDING:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/brightfold/pantry/cetp/Confirmations$Pending;",
            ">;"
        }
    .end annotation
.end field

.field private static final TTL_MS:J = 0x927c0L


# instance fields
.field private final context:Landroid/content/Context;

.field private final flagsFor:Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Function<",
            "Lcom/brightfold/pantry/cetp/Tool;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/util/Random;

.field private final resumeTokens:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 18
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/brightfold/pantry/cetp/Confirmations;->PENDING:Ljava/util/Map;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Ljava/util/function/Function;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/util/function/Function<",
            "Lcom/brightfold/pantry/cetp/Tool;",
            "Ljava/lang/Integer;",
            ">;)V"
        }
    .end annotation

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    iput-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations;->random:Ljava/util/Random;

    .line 21
    new-instance v0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda0;-><init>(Lcom/brightfold/pantry/cetp/Confirmations;)V

    iput-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations;->resumeTokens:Ljava/util/function/Supplier;

    .line 27
    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Confirmations;->context:Landroid/content/Context;

    .line 28
    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Confirmations;->flagsFor:Ljava/util/function/Function;

    .line 29
    return-void
.end method

.method public static answer(Ljava/lang/String;Z)V
    .registers 5

    .line 61
    invoke-static {p0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/brightfold/pantry/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda7;

    invoke-direct {v2, v1}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda7;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda8;

    invoke-direct {v1, p1}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda8;-><init>(Z)V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->ifPresent(Ljava/util/function/Consumer;)V

    .line 62
    return-void
.end method

.method static synthetic lambda$answer$6(ZLcom/brightfold/pantry/cetp/Confirmations$Pending;)V
    .registers 4

    .line 61
    move-object v0, p1

    if-eqz p0, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :cond_0
    const/4 v1, -0x1

    :goto_0
    iput v1, v0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->answer:I

    return-void
.end method

.method static synthetic lambda$require$1(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Confirmations$Pending;)Z
    .registers 4

    .line 43
    invoke-virtual {p2, p0, p1}, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->matches(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$require$2(Lcom/brightfold/pantry/cetp/Confirmations$Pending;)Z
    .registers 5

    .line 44
    iget-wide v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$require$3(Lcom/brightfold/pantry/cetp/Confirmations$Pending;)Z
    .registers 2

    .line 52
    iget v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->answer:I

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$require$4(Ljava/lang/String;Lcom/brightfold/pantry/cetp/Confirmations$Pending;)Landroid/os/Bundle;
    .registers 6

    .line 53
    const-string v1, "USER_CANCELLED"

    const-string v2, "declined on the phone"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$summary$5(Lcom/brightfold/pantry/cetp/Confirmations$Pending;)Ljava/lang/String;
    .registers 5

    .line 57
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " (request "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method public static summary(Ljava/lang/String;)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 57
    invoke-static {p0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/brightfold/pantry/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda5;

    invoke-direct {v2, v1}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda5;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda6;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda6;-><init>()V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public synthetic lambda$new$0$com-brightfold-pantry-cetp-Confirmations()Ljava/lang/String;
    .registers 4

    .line 22
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations;->random:Ljava/util/Random;

    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/Confirmations;->random:Ljava/util/Random;

    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method public require(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)Ljava/util/Optional;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Lcom/brightfold/pantry/cetp/Tool;",
            ")",
            "Ljava/util/Optional<",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation

    .line 33
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v8

    .line 34
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    .line 35
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations;->resumeTokens:Ljava/util/function/Supplier;

    invoke-interface {v0}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v9, v0

    .line 36
    sget-object v0, Lcom/brightfold/pantry/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-wide/32 v6, 0x927c0

    add-long/2addr v4, v6

    invoke-static {p1, p2, v4, v5}, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->of(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;J)Lcom/brightfold/pantry/cetp/Confirmations$Pending;

    move-result-object v2

    invoke-interface {v0, v9, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    new-instance v0, Landroid/content/Intent;

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/Confirmations;->context:Landroid/content/Context;

    const-class v3, Lcom/brightfold/pantry/ui/ConfirmActivity;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "com.brightfold.pantry.extra.CONFIRM"

    invoke-virtual {v0, v1, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v10

    .line 38
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations;->context:Landroid/content/Context;

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v1

    iget-object v3, p0, Lcom/brightfold/pantry/cetp/Confirmations;->flagsFor:Ljava/util/function/Function;

    .line 39
    invoke-interface {v3, p2}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v3

    .line 38
    invoke-static {v0, v1, v10, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v11

    .line 40
    invoke-static {v8, v11, v9}, Lcom/brightfold/pantry/cetp/Replies;->confirm(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    return-object v0

    .line 42
    :cond_0
    sget-object v0, Lcom/brightfold/pantry/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda1;

    invoke-direct {v1, p1, p2}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda1;-><init>(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)V

    .line 43
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda2;-><init>()V

    .line 44
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v9

    .line 45
    invoke-virtual {v9}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_1

    .line 46
    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not belong to this call"

    const/4 v3, 0x0

    invoke-static {v8, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    return-object v0

    .line 48
    :cond_1
    invoke-virtual {v9}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;

    iget v0, v0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->answer:I

    if-nez v0, :cond_2

    .line 49
    const-string v1, "CONFLICT"

    const-string v2, "the confirmation has not been answered yet"

    const/4 v3, 0x1

    invoke-static {v8, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    return-object v0

    .line 51
    :cond_2
    sget-object v0, Lcom/brightfold/pantry/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    new-instance v1, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda3;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda3;-><init>()V

    invoke-virtual {v9, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda4;

    invoke-direct {v1, v8}, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda4;-><init>(Ljava/lang/String;)V

    .line 53
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 52
    return-object v0
.end method
