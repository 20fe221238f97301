.class public final Lcom/larderly/app/domain/Params$ClearWeek;
.super Ljava/lang/Object;
.source "Params.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/Params;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ClearWeek"
.end annotation


# instance fields
.field public final confirmed:Z

.field public final week:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 3

    .line 94
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 95
    iput-object p1, p0, Lcom/larderly/app/domain/Params$ClearWeek;->week:Ljava/lang/String;

    .line 96
    iput-boolean p2, p0, Lcom/larderly/app/domain/Params$ClearWeek;->confirmed:Z

    .line 97
    return-void
.end method
