.class public final Lcom/larderly/app/domain/MealPlan$Meal;
.super Ljava/lang/Object;
.source "MealPlan.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/MealPlan;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Meal"
.end annotation


# instance fields
.field public final day:I

.field public final ingredients:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final recipe:Ljava/lang/String;


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/util/List;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput p1, p0, Lcom/larderly/app/domain/MealPlan$Meal;->day:I

    .line 31
    iput-object p2, p0, Lcom/larderly/app/domain/MealPlan$Meal;->recipe:Ljava/lang/String;

    .line 32
    iput-object p3, p0, Lcom/larderly/app/domain/MealPlan$Meal;->ingredients:Ljava/util/List;

    .line 33
    return-void
.end method
