.class public final synthetic Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/google/android/gms/tasks/OnCompleteListener;


# static fields
.field public static final synthetic INSTANCE:Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final onComplete(Lcom/google/android/gms/tasks/Task;)V
    .registers 2

    invoke-static {p1}, Lcom/plotshare/plots/PlotProvider;->lambda$reserve$0(Lcom/google/android/gms/tasks/Task;)V

    return-void
.end method
