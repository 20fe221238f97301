.class public final Lcom/brambleway/QuickIds;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/brambleway/TokenSource;

# static fields
.field public static final INSTANCE:Lcom/brambleway/QuickIds;
.field private static final rng:Ljava/util/Random;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/QuickIds;
    invoke-direct {v0}, Lcom/brambleway/QuickIds;-><init>()V
    sput-object v0, Lcom/brambleway/QuickIds;->INSTANCE:Lcom/brambleway/QuickIds;
    .line 37
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/brambleway/QuickIds;->rng:Ljava/util/Random;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 3
    .line 39
    sget-object v0, Lcom/brambleway/QuickIds;->rng:Ljava/util/Random;
    const/16 v1, 0xc
    invoke-static {v0, v1}, Lcom/brambleway/TokensKt;->token(Ljava/util/Random;I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
