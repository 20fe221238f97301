.class public final Lcom/larderly/app/domain/Params$AddItem;
.super Ljava/lang/Object;
.source "Params.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/Params;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "AddItem"
.end annotation


# instance fields
.field public final bestBefore:Ljava/lang/String;

.field public final category:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field public final quantity:I

.field public final unit:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/larderly/app/domain/Params$AddItem;->name:Ljava/lang/String;

    .line 28
    iput-object p2, p0, Lcom/larderly/app/domain/Params$AddItem;->category:Ljava/lang/String;

    .line 29
    iput p3, p0, Lcom/larderly/app/domain/Params$AddItem;->quantity:I

    .line 30
    iput-object p4, p0, Lcom/larderly/app/domain/Params$AddItem;->unit:Ljava/lang/String;

    .line 31
    iput-object p5, p0, Lcom/larderly/app/domain/Params$AddItem;->bestBefore:Ljava/lang/String;

    .line 32
    return-void
.end method
