.class public final Lcom/wrenfield/notes/core/IdSource$Secure;
.super Ljava/lang/Object;
.source "IdSource.java"

# interfaces
.implements Lcom/wrenfield/notes/core/IdSource;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/IdSource;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Secure"
.end annotation


# instance fields
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/wrenfield/notes/core/IdSource$Secure;->random:Ljava/security/SecureRandom;

    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 3

    .line 31
    const/16 v0, 0x20

    new-array v1, v0, [B

    .line 32
    iget-object v0, p0, Lcom/wrenfield/notes/core/IdSource$Secure;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 33
    invoke-static {v1}, Lcom/wrenfield/notes/core/Hex;->of([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
