# Java sketch (Req.java): a hand-written Parcelable
#   public class Req implements Parcelable {
#     public String callerPackage; public String slot;
#     public Req() {}
#     Req(Parcel in) {
#       callerPackage = in.readString();                         // 6
#       if (callerPackage == null) callerPackage = "";           // 7  the creator reading what it just set
#       slot = in.readString();                                  // 8
#     }
#     public static final Creator<Req> CREATOR = new Creator<Req>() {   // Req$1
#       public Req createFromParcel(Parcel in) { return new Req(in); }
#       public Req[] newArray(int n) { return new Req[n]; } };
#     public int describeContents() { return 0; }
#     public void writeToParcel(Parcel out, int f) { out.writeString(callerPackage); out.writeString(slot); } // 14
#   }
.class public Lcom/example/q6/Req;
.super Ljava/lang/Object;
.implements Landroid/os/Parcelable;
.source "Req.java"

.field public static final CREATOR:Landroid/os/Parcelable$Creator;
.field public callerPackage:Ljava/lang/String;
.field public slot:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/q6/Req$1;
    invoke-direct {v0}, Lcom/example/q6/Req$1;-><init>()V
    sput-object v0, Lcom/example/q6/Req;->CREATOR:Landroid/os/Parcelable$Creator;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method constructor <init>(Landroid/os/Parcel;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 6
    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    .line 7
    iget-object v0, p0, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    if-nez v0, :set
    const-string v0, ""
    iput-object v0, p0, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    :set
    .line 8
    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Lcom/example/q6/Req;->slot:Ljava/lang/String;
    return-void
.end method

.method public describeContents()I
    .registers 2
    const/4 v0, 0x0
    return v0
.end method

.method public writeToParcel(Landroid/os/Parcel;I)V
    .registers 4
    .line 14
    iget-object v0, p0, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V
    iget-object v0, p0, Lcom/example/q6/Req;->slot:Ljava/lang/String;
    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V
    return-void
.end method
