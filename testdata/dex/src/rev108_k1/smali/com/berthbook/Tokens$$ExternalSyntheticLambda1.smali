.class public final synthetic Lcom/berthbook/Tokens$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/berthbook/Entropy;

# static fields
.field public static final synthetic INSTANCE:Lcom/berthbook/Tokens$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/berthbook/Tokens$$ExternalSyntheticLambda1;
    invoke-direct {v0}, Lcom/berthbook/Tokens$$ExternalSyntheticLambda1;-><init>()V
    sput-object v0, Lcom/berthbook/Tokens$$ExternalSyntheticLambda1;->INSTANCE:Lcom/berthbook/Tokens$$ExternalSyntheticLambda1;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final nextLong()J
    .registers 3
    invoke-static {}, Lcom/berthbook/Tokens;->quick$lambda$0()J
    move-result-wide v0
    return-wide v0
.end method

