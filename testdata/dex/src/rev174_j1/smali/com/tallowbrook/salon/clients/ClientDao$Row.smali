.class final Lcom/tallowbrook/salon/clients/ClientDao$Row;
.super Ljava/lang/Object;
.source "ClientDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/clients/ClientDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Row"
.end annotation


# instance fields
.field final id:Ljava/lang/String;

.field final name:Ljava/lang/String;

.field final phone:Ljava/lang/String;

.field final visits:I


# direct methods
.method constructor <init>(Landroid/database/Cursor;)V
    .registers 4

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    const/4 v1, 0x0

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao$Row;->id:Ljava/lang/String;

    .line 22
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao$Row;->name:Ljava/lang/String;

    .line 23
    const/4 v1, 0x2

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao$Row;->phone:Ljava/lang/String;

    .line 24
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    iput v0, p0, Lcom/tallowbrook/salon/clients/ClientDao$Row;->visits:I

    .line 25
    return-void
.end method
