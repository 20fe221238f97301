.class public final Lapp/quire/reader/cetp/Outcome$Failed;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/quire/reader/cetp/Outcome;


# instance fields
.field private final code:Lapp/quire/reader/cetp/ErrorCode;

.field private final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V
    .registers 4

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/Outcome$Failed;->code:Lapp/quire/reader/cetp/ErrorCode;

    iput-object p2, p0, Lapp/quire/reader/cetp/Outcome$Failed;->message:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Lapp/quire/reader/cetp/ErrorCode;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$Failed;->code:Lapp/quire/reader/cetp/ErrorCode;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$Failed;->message:Ljava/lang/String;

    return-object v0
.end method
