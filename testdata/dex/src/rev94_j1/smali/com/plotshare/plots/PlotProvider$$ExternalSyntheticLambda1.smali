.class public final synthetic Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/google/android/gms/tasks/OnFailureListener;


# static fields
.field public static final synthetic INSTANCE:Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda1;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final onFailure(Ljava/lang/Exception;)V
    .registers 2

    invoke-static {p1}, Lcom/plotshare/plots/PlotProvider;->lambda$remove$1(Ljava/lang/Exception;)V

    return-void
.end method
