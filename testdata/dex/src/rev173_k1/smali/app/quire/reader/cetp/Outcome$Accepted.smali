.class public final Lapp/quire/reader/cetp/Outcome$Accepted;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/quire/reader/cetp/Outcome;


# instance fields
.field private final operationId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "operationId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/Outcome$Accepted;->operationId:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$Accepted;->operationId:Ljava/lang/String;

    return-object v0
.end method
