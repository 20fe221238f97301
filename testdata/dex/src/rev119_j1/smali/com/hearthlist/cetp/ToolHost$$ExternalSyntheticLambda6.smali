.class public final synthetic Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/BiFunction;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda6;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda6;

    invoke-direct {v0}, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda6;-><init>()V

    sput-object v0, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda6;->INSTANCE:Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda6;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    check-cast p1, Landroid/os/Bundle;

    check-cast p2, Ljava/lang/String;

    invoke-virtual {p1, p2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p1

    return-object p1
.end method
