.class public final synthetic Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/IntPredicate;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final test(I)Z
    .registers 2

    invoke-static {p1}, Lcom/hearthlist/cetp/ToolHost;->lambda$negotiate$0(I)Z

    move-result p1

    return p1
.end method
