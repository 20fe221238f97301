.class public final Lcom/larder/kitchen/data/KitchenDb$Prior;
.super Ljava/lang/Object;
.source "KitchenDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larder/kitchen/data/KitchenDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Prior"
.end annotation


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field public final data:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iput-object p1, p0, Lcom/larder/kitchen/data/KitchenDb$Prior;->tool:Ljava/lang/String;

    .line 29
    iput-object p2, p0, Lcom/larder/kitchen/data/KitchenDb$Prior;->argsDigest:Ljava/lang/String;

    .line 30
    iput-object p3, p0, Lcom/larder/kitchen/data/KitchenDb$Prior;->data:Ljava/lang/String;

    .line 31
    return-void
.end method
