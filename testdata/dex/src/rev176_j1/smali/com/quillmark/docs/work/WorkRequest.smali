.class public final Lcom/quillmark/docs/work/WorkRequest;
.super Ljava/lang/Object;
.source "WorkRequest.java"

# interfaces
.implements Landroid/os/Parcelable;


# static fields
.field public static final CREATOR:Landroid/os/Parcelable$Creator;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Landroid/os/Parcelable$Creator<",
            "Lcom/quillmark/docs/work/WorkRequest;",
            ">;"
        }
    .end annotation
.end field

.field public static final KIND_ARCHIVE:Ljava/lang/String; = "archive"

.field public static final KIND_REINDEX:Ljava/lang/String; = "reindex"


# instance fields
.field public final kind:Ljava/lang/String;

.field public final operationId:Ljava/lang/String;

.field public final payload:Ljava/lang/String;

.field public final providerId:Ljava/lang/String;

.field public final submittedAt:J

.field public final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 46
    new-instance v0, Lcom/quillmark/docs/work/WorkRequest$1;

    invoke-direct {v0}, Lcom/quillmark/docs/work/WorkRequest$1;-><init>()V

    sput-object v0, Lcom/quillmark/docs/work/WorkRequest;->CREATOR:Landroid/os/Parcelable$Creator;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V
    .registers 14

    .line 19
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    move-object v0, p0

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move v4, p4

    move-object v5, p5

    invoke-direct/range {v0 .. v7}, Lcom/quillmark/docs/work/WorkRequest;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;J)V

    .line 20
    return-void
.end method

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;J)V
    .registers 8

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    .line 24
    iput-object p2, p0, Lcom/quillmark/docs/work/WorkRequest;->providerId:Ljava/lang/String;

    .line 25
    iput-object p3, p0, Lcom/quillmark/docs/work/WorkRequest;->kind:Ljava/lang/String;

    .line 26
    iput p4, p0, Lcom/quillmark/docs/work/WorkRequest;->uid:I

    .line 27
    iput-object p5, p0, Lcom/quillmark/docs/work/WorkRequest;->payload:Ljava/lang/String;

    .line 28
    iput-wide p6, p0, Lcom/quillmark/docs/work/WorkRequest;->submittedAt:J

    .line 29
    return-void
.end method


# virtual methods
.method public describeContents()I
    .registers 2

    .line 33
    const/4 v0, 0x0

    return v0
.end method

.method public writeToParcel(Landroid/os/Parcel;I)V
    .registers 5

    .line 38
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 39
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkRequest;->providerId:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 40
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkRequest;->kind:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 41
    iget v0, p0, Lcom/quillmark/docs/work/WorkRequest;->uid:I

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeInt(I)V

    .line 42
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkRequest;->payload:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 43
    iget-wide v0, p0, Lcom/quillmark/docs/work/WorkRequest;->submittedAt:J

    invoke-virtual {p1, v0, v1}, Landroid/os/Parcel;->writeLong(J)V

    .line 44
    return-void
.end method
