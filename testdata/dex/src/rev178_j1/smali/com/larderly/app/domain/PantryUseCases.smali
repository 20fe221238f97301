.class public final Lcom/larderly/app/domain/PantryUseCases;
.super Ljava/lang/Object;
.source "PantryUseCases.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/domain/PantryUseCases$ExpireItems;,
        Lcom/larderly/app/domain/PantryUseCases$DiscardItem;,
        Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;,
        Lcom/larderly/app/domain/PantryUseCases$AddItem;,
        Lcom/larderly/app/domain/PantryUseCases$ListItems;
    }
.end annotation


# static fields
.field static final DATE:Ljava/util/regex/Pattern;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 12
    const-string v0, "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/larderly/app/domain/PantryUseCases;->DATE:Ljava/util/regex/Pattern;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    return-void
.end method
