.class public final synthetic Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/quire/app/core/Step;


# static fields
.field public static final synthetic INSTANCE:Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda2;

    invoke-direct {v0}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda2;-><init>()V

    sput-object v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda2;->INSTANCE:Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda2;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final advance(Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 3

    invoke-static {p1}, Lio/quire/app/core/ToolHost;->deadline$lambda$0(Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0
.end method
