.class public final Lcom/larderly/app/domain/Params$Discard;
.super Ljava/lang/Object;
.source "Params.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/Params;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Discard"
.end annotation


# instance fields
.field public final approved:Z

.field public final itemId:Ljava/lang/String;

.field public final reason:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 4

    .line 51
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 52
    iput-object p1, p0, Lcom/larderly/app/domain/Params$Discard;->itemId:Ljava/lang/String;

    .line 53
    iput-object p2, p0, Lcom/larderly/app/domain/Params$Discard;->reason:Ljava/lang/String;

    .line 54
    iput-boolean p3, p0, Lcom/larderly/app/domain/Params$Discard;->approved:Z

    .line 55
    return-void
.end method
