# Java sketch (Requests.java): request arguments are read through the
# reader of the build, an interface call with two possible targets.
#   final class Requests {                                                      // 5
#       private static final ArgReader READER = new PlainReader();               // 6
#       static String param(Bundle extras, String key) {
#           return READER.read(extras, key);                                     // 8
#       }
#   }
.class final Lcom/example/ws/Requests;
.super Ljava/lang/Object;
.source "Requests.java"

.field private static final READER:Lcom/example/ws/ArgReader;

.method static constructor <clinit>()V
    .registers 1
    .line 6
    new-instance v0, Lcom/example/ws/PlainReader;
    invoke-direct {v0}, Lcom/example/ws/PlainReader;-><init>()V
    sput-object v0, Lcom/example/ws/Requests;->READER:Lcom/example/ws/ArgReader;
    return-void
.end method

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static param(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 8
    sget-object v0, Lcom/example/ws/Requests;->READER:Lcom/example/ws/ArgReader;
    invoke-interface {v0, p0, p1}, Lcom/example/ws/ArgReader;->read(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
