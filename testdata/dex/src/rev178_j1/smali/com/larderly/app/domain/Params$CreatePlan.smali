.class public final Lcom/larderly/app/domain/Params$CreatePlan;
.super Ljava/lang/Object;
.source "Params.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/Params;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "CreatePlan"
.end annotation


# instance fields
.field public final meals:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/MealPlan$Meal;",
            ">;"
        }
    .end annotation
.end field

.field public final title:Ljava/lang/String;

.field public final week:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/MealPlan$Meal;",
            ">;)V"
        }
    .end annotation

    .line 83
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 84
    iput-object p1, p0, Lcom/larderly/app/domain/Params$CreatePlan;->week:Ljava/lang/String;

    .line 85
    iput-object p2, p0, Lcom/larderly/app/domain/Params$CreatePlan;->title:Ljava/lang/String;

    .line 86
    iput-object p3, p0, Lcom/larderly/app/domain/Params$CreatePlan;->meals:Ljava/util/List;

    .line 87
    return-void
.end method
