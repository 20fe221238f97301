.class public final Lcom/larderly/app/domain/PlanUseCases;
.super Ljava/lang/Object;
.source "PlanUseCases.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/domain/PlanUseCases$SyncPlans;,
        Lcom/larderly/app/domain/PlanUseCases$ClearWeek;,
        Lcom/larderly/app/domain/PlanUseCases$CreatePlan;,
        Lcom/larderly/app/domain/PlanUseCases$ShoppingList;,
        Lcom/larderly/app/domain/PlanUseCases$ListPlans;
    }
.end annotation


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    return-void
.end method
