.class public final synthetic Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# static fields
.field public static final synthetic INSTANCE:Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .locals 1

    new-instance v0, Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda1;->INSTANCE:Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda1;

    return-void
.end method

.method private synthetic constructor <init>()V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .locals 0

    invoke-static {p1, p2}, Lcom/example/r35j3/CancelVisitActivity;->lambda$onCreate$1(Landroid/content/DialogInterface;I)V

    return-void
.end method
