.class public final Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;
.super Ljava/lang/RuntimeException;
.source "ToolContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ridgeway/doorhub/cetp/ToolContentProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Rejection"
.end annotation


# instance fields
.field public final code:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 66
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V

    .line 67
    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;->code:Ljava/lang/String;

    .line 68
    return-void
.end method
