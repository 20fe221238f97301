.class public final Lcom/laserlog/core/Reply$Builder;
.super Ljava/lang/Object;
.source "Reply.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/laserlog/core/Reply;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private final bundle:Landroid/os/Bundle;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 38
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    iput-object v0, p0, Lcom/laserlog/core/Reply$Builder;->bundle:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public build()Landroid/os/Bundle;
    .registers 4

    .line 51
    iget-object v0, p0, Lcom/laserlog/core/Reply$Builder;->bundle:Landroid/os/Bundle;

    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 52
    iget-object v0, p0, Lcom/laserlog/core/Reply$Builder;->bundle:Landroid/os/Bundle;

    return-object v0
.end method

.method public parcel(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/laserlog/core/Reply$Builder;
    .registers 4

    .line 46
    iget-object v0, p0, Lcom/laserlog/core/Reply$Builder;->bundle:Landroid/os/Bundle;

    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 47
    return-object p0
.end method

.method public str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;
    .registers 4

    .line 41
    iget-object v0, p0, Lcom/laserlog/core/Reply$Builder;->bundle:Landroid/os/Bundle;

    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 42
    return-object p0
.end method
