.class public final enum Lcom/scanbox/cetp/FailureKind;
.super Ljava/lang/Enum;
.source "FailureKind.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/scanbox/cetp/FailureKind;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/scanbox/cetp/FailureKind;

.field public static final enum BAD_ARGS:Lcom/scanbox/cetp/FailureKind;

.field public static final enum INTERNAL:Lcom/scanbox/cetp/FailureKind;

.field public static final enum STORAGE:Lcom/scanbox/cetp/FailureKind;

.field public static final enum TIMEOUT:Lcom/scanbox/cetp/FailureKind;


# instance fields
.field private final code:Ljava/lang/String;

.field private final retryable:Z


# direct methods
.method private static synthetic $values()[Lcom/scanbox/cetp/FailureKind;
    .registers 3

    .line 10
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/scanbox/cetp/FailureKind;

    sget-object v2, Lcom/scanbox/cetp/FailureKind;->TIMEOUT:Lcom/scanbox/cetp/FailureKind;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/scanbox/cetp/FailureKind;->STORAGE:Lcom/scanbox/cetp/FailureKind;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/scanbox/cetp/FailureKind;->BAD_ARGS:Lcom/scanbox/cetp/FailureKind;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/scanbox/cetp/FailureKind;->INTERNAL:Lcom/scanbox/cetp/FailureKind;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5

    .line 11
    new-instance v0, Lcom/scanbox/cetp/FailureKind;

    const-string v1, "TIMEOUT"

    const/4 v2, 0x0

    const-string v3, "DEADLINE_EXCEEDED"

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/scanbox/cetp/FailureKind;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lcom/scanbox/cetp/FailureKind;->TIMEOUT:Lcom/scanbox/cetp/FailureKind;

    .line 12
    new-instance v0, Lcom/scanbox/cetp/FailureKind;

    const-string v1, "STORAGE"

    const/4 v2, 0x1

    const-string v3, "UNAVAILABLE"

    const/4 v4, 0x1

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/scanbox/cetp/FailureKind;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lcom/scanbox/cetp/FailureKind;->STORAGE:Lcom/scanbox/cetp/FailureKind;

    .line 13
    new-instance v0, Lcom/scanbox/cetp/FailureKind;

    const-string v1, "BAD_ARGS"

    const/4 v2, 0x2

    const-string v3, "INVALID_ARGS"

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/scanbox/cetp/FailureKind;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lcom/scanbox/cetp/FailureKind;->BAD_ARGS:Lcom/scanbox/cetp/FailureKind;

    .line 14
    new-instance v0, Lcom/scanbox/cetp/FailureKind;

    const-string v1, "INTERNAL"

    const/4 v2, 0x3

    const-string v3, "INTERNAL_ERROR"

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/scanbox/cetp/FailureKind;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lcom/scanbox/cetp/FailureKind;->INTERNAL:Lcom/scanbox/cetp/FailureKind;

    .line 10
    invoke-static {}, Lcom/scanbox/cetp/FailureKind;->$values()[Lcom/scanbox/cetp/FailureKind;

    move-result-object v0

    sput-object v0, Lcom/scanbox/cetp/FailureKind;->$VALUES:[Lcom/scanbox/cetp/FailureKind;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Z)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Z)V"
        }
    .end annotation

    .line 19
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 20
    iput-object p3, p0, Lcom/scanbox/cetp/FailureKind;->code:Ljava/lang/String;

    .line 21
    iput-boolean p4, p0, Lcom/scanbox/cetp/FailureKind;->retryable:Z

    .line 22
    return-void
.end method

.method public static of(Ljava/lang/Throwable;)Lcom/scanbox/cetp/FailureKind;
    .registers 3

    .line 42
    invoke-static {p0}, Lcom/scanbox/cetp/FailureKind;->root(Ljava/lang/Throwable;)Ljava/lang/Throwable;

    move-result-object v1

    .line 43
    instance-of v0, v1, Ljava/util/concurrent/TimeoutException;

    if-eqz v0, :cond_0

    .line 44
    sget-object v0, Lcom/scanbox/cetp/FailureKind;->TIMEOUT:Lcom/scanbox/cetp/FailureKind;

    return-object v0

    .line 46
    :cond_0
    instance-of v0, v1, Landroid/database/sqlite/SQLiteException;

    if-nez v0, :cond_1

    instance-of v0, v1, Ljava/io/IOException;

    if-eqz v0, :cond_2

    .line 47
    :cond_1
    sget-object v0, Lcom/scanbox/cetp/FailureKind;->STORAGE:Lcom/scanbox/cetp/FailureKind;

    return-object v0

    .line 49
    :cond_2
    instance-of v0, v1, Lorg/json/JSONException;

    if-nez v0, :cond_3

    instance-of v0, v1, Ljava/lang/IllegalArgumentException;

    if-eqz v0, :cond_4

    .line 50
    :cond_3
    sget-object v0, Lcom/scanbox/cetp/FailureKind;->BAD_ARGS:Lcom/scanbox/cetp/FailureKind;

    return-object v0

    .line 52
    :cond_4
    sget-object v0, Lcom/scanbox/cetp/FailureKind;->INTERNAL:Lcom/scanbox/cetp/FailureKind;

    return-object v0
.end method

.method public static root(Ljava/lang/Throwable;)Ljava/lang/Throwable;
    .registers 3

    .line 34
    move-object v1, p0

    .line 35
    :goto_0
    instance-of v0, v1, Ljava/util/concurrent/CompletionException;

    if-eqz v0, :cond_0

    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 36
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v1

    goto :goto_0

    .line 38
    :cond_0
    return-object v1
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/scanbox/cetp/FailureKind;
    .registers 2

    .line 10
    const-class v0, Lcom/scanbox/cetp/FailureKind;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/scanbox/cetp/FailureKind;

    return-object v0
.end method

.method public static values()[Lcom/scanbox/cetp/FailureKind;
    .registers 1

    .line 10
    sget-object v0, Lcom/scanbox/cetp/FailureKind;->$VALUES:[Lcom/scanbox/cetp/FailureKind;

    invoke-virtual {v0}, [Lcom/scanbox/cetp/FailureKind;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/scanbox/cetp/FailureKind;

    return-object v0
.end method


# virtual methods
.method public code()Ljava/lang/String;
    .registers 2

    .line 25
    iget-object v0, p0, Lcom/scanbox/cetp/FailureKind;->code:Ljava/lang/String;

    return-object v0
.end method

.method public retryable()Z
    .registers 2

    .line 29
    iget-boolean v0, p0, Lcom/scanbox/cetp/FailureKind;->retryable:Z

    return v0
.end method
