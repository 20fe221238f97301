.class public final Lapp/keelson/backup/cetp/Outcome$Failed;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/keelson/backup/cetp/Outcome;


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final retryable:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/Outcome$Failed;->code:Ljava/lang/String;

    iput-object p2, p0, Lapp/keelson/backup/cetp/Outcome$Failed;->message:Ljava/lang/String;

    iput-boolean p3, p0, Lapp/keelson/backup/cetp/Outcome$Failed;->retryable:Z

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    .line 33
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$Failed;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$Failed;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getRetryable()Z
    .registers 2

    .line 33
    iget-boolean v0, p0, Lapp/keelson/backup/cetp/Outcome$Failed;->retryable:Z

    return v0
.end method
