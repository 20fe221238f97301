.class public final Lcom/larderly/app/domain/Params$Adjust;
.super Ljava/lang/Object;
.source "Params.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/Params;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Adjust"
.end annotation


# instance fields
.field public final delta:I

.field public final itemId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    iput-object p1, p0, Lcom/larderly/app/domain/Params$Adjust;->itemId:Ljava/lang/String;

    .line 41
    iput p2, p0, Lcom/larderly/app/domain/Params$Adjust;->delta:I

    .line 42
    return-void
.end method
