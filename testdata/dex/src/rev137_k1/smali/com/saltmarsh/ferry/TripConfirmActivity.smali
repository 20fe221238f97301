.class public final Lcom/saltmarsh/ferry/TripConfirmActivity;
.super Lcom/saltmarsh/ferry/ConfirmActivity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 36
    invoke-direct {p0}, Lcom/saltmarsh/ferry/ConfirmActivity;-><init>()V

    return-void
.end method


# virtual methods
.method protected getBox()Lcom/saltmarsh/ferry/Toolbox;
    .registers 3

    .line 37
    sget-object v0, Lcom/saltmarsh/ferry/FerryGraph;->Companion:Lcom/saltmarsh/ferry/FerryGraph$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/FerryGraph$Companion;->of(Landroid/content/Context;)Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getTrips()Lcom/saltmarsh/ferry/TripTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/TripTools;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    return-object v0
.end method

.method protected getConfirmLabel()Ljava/lang/String;
    .registers 2

    .line 39
    const-string v0, "Book and pay"

    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2

    .line 38
    const-string v0, "Book seats"

    return-object v0
.end method
