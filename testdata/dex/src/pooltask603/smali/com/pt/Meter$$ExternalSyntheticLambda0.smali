.class public final synthetic Lcom/pt/Meter$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;

# static fields
.field public static final synthetic INSTANCE:Lcom/pt/Meter$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/pt/Meter$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/pt/Meter$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/pt/Meter$$ExternalSyntheticLambda0;->INSTANCE:Lcom/pt/Meter$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/Integer;->sum(II)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

