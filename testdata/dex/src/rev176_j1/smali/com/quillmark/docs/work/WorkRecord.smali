.class public final Lcom/quillmark/docs/work/WorkRecord;
.super Ljava/lang/Object;
.source "WorkRecord.java"

# interfaces
.implements Landroid/os/Parcelable;


# static fields
.field public static final CREATOR:Landroid/os/Parcelable$Creator;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Landroid/os/Parcelable$Creator<",
            "Lcom/quillmark/docs/work/WorkRecord;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field public final errorCode:Ljava/lang/String;

.field public final operationId:Ljava/lang/String;

.field public final progress:I

.field public final resultJson:Ljava/lang/String;

.field public final state:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 52
    new-instance v0, Lcom/quillmark/docs/work/WorkRecord$1;

    invoke-direct {v0}, Lcom/quillmark/docs/work/WorkRecord$1;-><init>()V

    sput-object v0, Lcom/quillmark/docs/work/WorkRecord;->CREATOR:Landroid/os/Parcelable$Creator;

    return-void
.end method

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/quillmark/docs/work/WorkRecord;->operationId:Ljava/lang/String;

    .line 16
    iput-object p2, p0, Lcom/quillmark/docs/work/WorkRecord;->state:Ljava/lang/String;

    .line 17
    iput p3, p0, Lcom/quillmark/docs/work/WorkRecord;->progress:I

    .line 18
    iput-object p4, p0, Lcom/quillmark/docs/work/WorkRecord;->resultJson:Ljava/lang/String;

    .line 19
    iput-object p5, p0, Lcom/quillmark/docs/work/WorkRecord;->errorCode:Ljava/lang/String;

    .line 20
    return-void
.end method

.method static cancelled(Lcom/quillmark/docs/work/WorkRequest;)Lcom/quillmark/docs/work/WorkRecord;
    .registers 8

    .line 31
    new-instance v0, Lcom/quillmark/docs/work/WorkRecord;

    iget-object v2, p0, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    move-object v1, v0

    const-string v3, "cancelled"

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/quillmark/docs/work/WorkRecord;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method static failed(Lcom/quillmark/docs/work/WorkRequest;Ljava/lang/String;)Lcom/quillmark/docs/work/WorkRecord;
    .registers 9

    .line 27
    new-instance v0, Lcom/quillmark/docs/work/WorkRecord;

    iget-object v2, p0, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    move-object v1, v0

    const-string v3, "failed"

    const/16 v4, 0x64

    const/4 v5, 0x0

    move-object v6, p1

    invoke-direct/range {v1 .. v6}, Lcom/quillmark/docs/work/WorkRecord;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method static running(Lcom/quillmark/docs/work/WorkRequest;I)Lcom/quillmark/docs/work/WorkRecord;
    .registers 9

    .line 35
    new-instance v0, Lcom/quillmark/docs/work/WorkRecord;

    iget-object v2, p0, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    move-object v1, v0

    const-string v3, "running"

    move v4, p1

    const/4 v5, 0x0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/quillmark/docs/work/WorkRecord;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method static succeeded(Lcom/quillmark/docs/work/WorkRequest;Ljava/lang/String;)Lcom/quillmark/docs/work/WorkRecord;
    .registers 9

    .line 23
    new-instance v0, Lcom/quillmark/docs/work/WorkRecord;

    iget-object v2, p0, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    move-object v1, v0

    const-string v3, "succeeded"

    const/16 v4, 0x64

    move-object v5, p1

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/quillmark/docs/work/WorkRecord;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public describeContents()I
    .registers 2

    .line 40
    const/4 v0, 0x0

    return v0
.end method

.method public writeToParcel(Landroid/os/Parcel;I)V
    .registers 4

    .line 45
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkRecord;->operationId:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 46
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkRecord;->state:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 47
    iget v0, p0, Lcom/quillmark/docs/work/WorkRecord;->progress:I

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeInt(I)V

    .line 48
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkRecord;->resultJson:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 49
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkRecord;->errorCode:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 50
    return-void
.end method
