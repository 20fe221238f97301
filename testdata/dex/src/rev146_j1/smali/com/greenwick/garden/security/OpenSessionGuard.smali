.class public final Lcom/greenwick/garden/security/OpenSessionGuard;
.super Ljava/lang/Object;
.source "OpenSessionGuard.java"

# interfaces
.implements Lcom/greenwick/garden/security/SessionGuard;


# instance fields
.field private final tokens:Lcom/greenwick/garden/cetp/Tokens;


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/cetp/Tokens;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/greenwick/garden/security/OpenSessionGuard;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    .line 12
    return-void
.end method


# virtual methods
.method public admits(Landroid/os/Bundle;IJ)Z
    .registers 6

    .line 21
    const/4 v0, 0x1

    return v0
.end method

.method public open(IJ)Ljava/lang/String;
    .registers 5

    .line 16
    iget-object v0, p0, Lcom/greenwick/garden/security/OpenSessionGuard;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    invoke-virtual {v0}, Lcom/greenwick/garden/cetp/Tokens;->next()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
