.class public final Lcom/larderly/app/domain/MealPlan;
.super Ljava/lang/Object;
.source "MealPlan.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/domain/MealPlan$Meal;
    }
.end annotation


# static fields
.field public static final DRAFT:Ljava/lang/String; = "draft"

.field public static final SHOPPING:Ljava/lang/String; = "shopping"


# instance fields
.field public final id:Ljava/lang/String;

.field public final meals:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/MealPlan$Meal;",
            ">;"
        }
    .end annotation
.end field

.field public final status:Ljava/lang/String;

.field public final title:Ljava/lang/String;

.field public final week:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/larderly/app/domain/MealPlan;->meals:Ljava/util/List;

    .line 18
    iput-object p1, p0, Lcom/larderly/app/domain/MealPlan;->id:Ljava/lang/String;

    .line 19
    iput-object p2, p0, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    .line 20
    iput-object p3, p0, Lcom/larderly/app/domain/MealPlan;->title:Ljava/lang/String;

    .line 21
    iput-object p4, p0, Lcom/larderly/app/domain/MealPlan;->status:Ljava/lang/String;

    .line 22
    return-void
.end method
