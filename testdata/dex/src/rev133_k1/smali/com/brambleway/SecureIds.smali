.class public final Lcom/brambleway/SecureIds;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/brambleway/TokenSource;

# static fields
.field public static final INSTANCE:Lcom/brambleway/SecureIds;
.field private static final rng:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/SecureIds;
    invoke-direct {v0}, Lcom/brambleway/SecureIds;-><init>()V
    sput-object v0, Lcom/brambleway/SecureIds;->INSTANCE:Lcom/brambleway/SecureIds;
    .line 30
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/brambleway/SecureIds;->rng:Ljava/security/SecureRandom;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 5
    .line 32
    sget-object v0, Lcom/brambleway/SecureIds;->rng:Ljava/security/SecureRandom;
    check-cast v0, Ljava/util/Random;
    const/4 v1, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lcom/brambleway/TokensKt;->token$default(Ljava/util/Random;IILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
