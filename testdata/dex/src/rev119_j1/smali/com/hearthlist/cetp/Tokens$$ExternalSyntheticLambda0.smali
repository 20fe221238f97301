.class public final synthetic Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Supplier;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    return-object v0
.end method
