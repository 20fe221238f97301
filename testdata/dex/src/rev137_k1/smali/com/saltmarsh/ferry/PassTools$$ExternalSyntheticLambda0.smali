.class public final synthetic Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# static fields
.field public static final synthetic INSTANCE:Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    check-cast p1, Lcom/saltmarsh/ferry/Toolbox;

    check-cast p2, Ljava/lang/String;

    invoke-static {p1, p2}, Lcom/saltmarsh/ferry/PassTools;->box$lambda$0(Lcom/saltmarsh/ferry/Toolbox;Ljava/lang/String;)Lcom/saltmarsh/ferry/Ticket;

    move-result-object v0

    return-object v0
.end method
