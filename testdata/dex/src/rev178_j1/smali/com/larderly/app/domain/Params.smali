.class public final Lcom/larderly/app/domain/Params;
.super Ljava/lang/Object;
.source "Params.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/domain/Params$SyncPlans;,
        Lcom/larderly/app/domain/Params$ClearWeek;,
        Lcom/larderly/app/domain/Params$CreatePlan;,
        Lcom/larderly/app/domain/Params$Week;,
        Lcom/larderly/app/domain/Params$Expire;,
        Lcom/larderly/app/domain/Params$Discard;,
        Lcom/larderly/app/domain/Params$Adjust;,
        Lcom/larderly/app/domain/Params$AddItem;,
        Lcom/larderly/app/domain/Params$ListItems;
    }
.end annotation


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    return-void
.end method
