.class public final Lcom/relaykit/home/cetp/CetpError;
.super Ljava/lang/Exception;
.source "CetpError.java"


# instance fields
.field private final code:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 8
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 9
    iput-object p1, p0, Lcom/relaykit/home/cetp/CetpError;->code:Ljava/lang/String;

    .line 10
    return-void
.end method


# virtual methods
.method public code()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpError;->code:Ljava/lang/String;

    return-object v0
.end method
